/** Called with bytes sent so far and the total (0 when unknown). */
export type UploadProgress = (loaded: number, total: number) => void

/**
 * A fetch that reports upload progress (spec 4: a photo upload shows its percentage). fetch()
 * has no upload progress over HTTP/1.1, so this sends the same already-signed Request with
 * XMLHttpRequest and answers a Response; the call layer treats it like any other answer.
 * Network failures reject with a TypeError like fetch; an abort rejects with an AbortError.
 */
export function xhrFetch(onProgress: UploadProgress) {
  return async (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob()
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open(request.method, request.url)
      xhr.withCredentials = request.credentials === 'include'
      xhr.responseType = 'blob'
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value))
      xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0)
      xhr.onload = () => {
        onProgress(body?.size ?? 0, body?.size ?? 0)
        resolve(new Response(xhr.status === 204 ? null : (xhr.response as Blob), {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }))
      }
      xhr.onerror = () => reject(new TypeError('Network request failed'))
      xhr.ontimeout = () => reject(new TypeError('Network request timed out'))
      const abort = () => {
        xhr.abort()
        reject(new DOMException('The upload was aborted', 'AbortError'))
      }
      if (request.signal.aborted) return abort()
      request.signal.addEventListener('abort', abort, { once: true })
      xhr.send(body)
    })
  }
}

/** The raw `name: value` lines of getAllResponseHeaders() as Headers. */
export function parseHeaders(raw: string): Headers {
  const headers = new Headers()
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
  }
  return headers
}
