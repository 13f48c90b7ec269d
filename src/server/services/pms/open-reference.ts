import { OPEN_API_PREFIX } from '../../../domain/pms/open-api'
import { PMS_LIMITS } from '../../../domain/pms/rules'

const escape = (text: string) => text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!)

type Operation = {
  summary: string
  description?: string
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string }>
  requestBody?: { content: Record<string, { schema: unknown }> }
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>
}

/** The OpenAPI document as a plain HTML page: each call and webhook with its summary, headers, parameters, body and answers. */
export function referencePage(doc: Record<string, unknown>): string {
  const paths = doc.paths as Record<string, Record<string, Operation>>
  const webhooks = (doc.webhooks ?? {}) as Record<string, Record<string, Operation>>
  const server = ((doc.servers as Array<{ url: string }>)[0]?.url) ?? ''
  const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`
  const section = (title: string, op: Operation, id: string) => `
<section id="${escape(id)}">
  <h2><code>${escape(title)}</code></h2>
  <p>${escape(op.summary)}</p>
  ${op.description ? `<p>${escape(op.description)}</p>` : ''}
  ${op.parameters?.length ? `<h3>Parameters</h3><ul>${op.parameters.map((p) => `<li><code>${escape(p.name)}</code> (${escape(p.in)}${p.required ? ', required' : ''})${p.description ? ` ${escape(p.description)}` : ''}</li>`).join('')}</ul>` : ''}
  ${op.requestBody ? `<h3>Body (JSON)</h3>${json(op.requestBody.content['application/json']?.schema)}` : ''}
  <h3>Answers</h3>
  <ul>${Object.entries(op.responses).map(([status, r]) => `<li><strong>${escape(status)}</strong> ${escape(r.description)}${r.content ? `<details><summary>Schema</summary>${json(r.content['application/json']?.schema)}</details>` : ''}</li>`).join('')}</ul>
</section>`
  const calls = Object.entries(paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => section(`${method.toUpperCase()} ${server}${path}`, op, `${method}-${path}`)))
  const events = Object.entries(webhooks).map(([event, methods]) => section(`webhook ${event}`, methods.post!, `webhook-${event}`))
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Open API for PMS partners</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}pre{background:#f4f4f5;padding:.75rem;overflow:auto;font-size:13px}h2{margin-top:2.5rem;font-size:1.1rem;overflow-wrap:anywhere}nav a{margin-right:.75rem}</style>
</head><body>
<h1>Open API for PMS partners</h1>
<p>${escape(String((doc.info as { description?: string }).description ?? ''))}</p>
<p>Each call sends <code>Authorization: Bearer &lt;key&gt;</code> with a key the host created for the connection (shown once in the portal).
Writes carry an <code>Idempotency-Key</code> header: the same key and body apply once. A key makes at most ${PMS_LIMITS.callsPerMinute} calls a minute; every answer says how many are left (<code>X-RateLimit-Remaining</code>, <code>RateLimit</code>).
Refusals answer <code>{ "error": key, "message": English text, "field"?, "params"? }</code>. Machine-readable: <a href="${OPEN_API_PREFIX}/openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
<nav>${[...Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `<a href="#${escape(`${m}-${path}`)}">${escape(`${m.toUpperCase()} ${path}`)}</a>`)), ...Object.keys(webhooks).map((e) => `<a href="#webhook-${escape(e)}">${escape(e)}</a>`)].join(' ')}</nav>
${calls.join('\n')}
<h2>Webhooks</h2>
${events.join('\n')}
</body></html>`
}
