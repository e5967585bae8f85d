import { type ReactNode, useEffect } from 'react';
import { useSiteInfo } from '../../../shared/site-info.tsx';
import { needsCheckoutDocument } from '../model/purchase-document.ts';
import { PurchaseLoading } from './purchase-layout.tsx';

/** Renders a purchase page in a document that may show the provider's checkout (see the model). */
export function PurchaseDocument({ buying, children }: { buying: boolean; children: ReactNode }) {
  const { paymentsSandbox } = useSiteInfo();
  // A holder is sent on to the settings: no checkout, no reload.
  const reload = buying && needsCheckoutDocument(paymentsSandbox);
  useEffect(() => {
    if (reload) window.location.replace(window.location.href);
  }, [reload]);
  return reload ? <PurchaseLoading rates={1} /> : children;
}
