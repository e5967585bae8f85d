export type { DiscoverState, ListKey, SwipeDirection, SympathiesState } from './model/store.ts';
export {
  type SympathyActions,
  useSympathies,
  useSympathyActions,
} from './model/sympathies-context.ts';
export { SympathiesProvider } from './model/sympathies-provider.tsx';
