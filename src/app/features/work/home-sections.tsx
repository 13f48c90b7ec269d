/**
 * The home's sections, each in its own file: the cards at a glance, what needs the host's action,
 * the stays of today and tomorrow, and this month. What they share (an order's detail page, a
 * card's loading and failed states) is in home-card-parts.
 */
export { GlanceCards } from './glance-cards'
export { NeedsAction } from './needs-action'
export { StaysCard } from './stays-card'
export { MonthCard } from './month-card'
