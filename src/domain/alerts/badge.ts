/**
 * What waits for the host, as the installed portal's icon and the page's title show it (issue 40):
 * the orders waiting for an answer plus the guests' unread messages. The same figure on the icon
 * (set by the pages and, with no page open, by the service worker from a push) and in the title.
 */
export function appBadgeCount(ordersWaiting: number, guestUnread: number): number {
  const count = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0)
  return count(ordersWaiting) + count(guestUnread)
}
