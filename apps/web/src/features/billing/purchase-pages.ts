/** The purchase pages of the paid tiers, loaded in their own chunk by the route table. */
export { PremiumPage } from './pages/premium-page.tsx';
export { VipPage } from './pages/vip-page.tsx';
