import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react'

type Item = { id: number; name: string }

/** The floor app's one lazy route: a small list read through Query (its first meaningful screen). */
export function List() {
  const { i18n } = useLingui()
  const items = useQuery({ queryKey: ['items'], queryFn: readItems })
  // the first meaningful screen: the list with its items (the portal marks its screens the same way)
  useEffect(() => {
    if (items.data) performance.mark('portal-screen')
  }, [items.data])
  return (
    <main>
      <h1>{i18n._('floorTitle')}</h1>
      <ul>
        {items.data?.map((item) => <li key={item.id}>{item.name}</li>)}
        {items.data?.length === 0 && <li>{i18n._('floorEmpty')}</li>}
      </ul>
    </main>
  )
}

/** Ten items, as a route would read them (no request: the floor measures the framework, not a server). */
async function readItems(): Promise<Item[]> {
  return Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `西湖小院 ${i + 1}` }))
}
