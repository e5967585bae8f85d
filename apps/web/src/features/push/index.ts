/**
 * Web push on this device: the offer after a match, the switches of account settings, and the
 * announcement a like makes when its answer is a match.
 */
export { PushOffer } from './components/push-offer.tsx';
export { type PushSetting, PushSettings, type PushSettingsProps } from './components/push-settings.tsx';
export { type PushStatus, pushStatus } from './model/push-control.ts';
export { announceMatch } from './model/push-offer-state.ts';
