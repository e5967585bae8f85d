export { DiscoverPage } from './components/discover-page.tsx';
