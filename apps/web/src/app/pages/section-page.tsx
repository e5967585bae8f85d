import type { ReactNode } from 'react';
import { Card } from '../../ui/card/card.tsx';
import { EmptyState } from '../../ui/empty-state/empty-state.tsx';
import { PageLayout } from '../../ui/page-layout/page-layout.tsx';
import './section-page.css';

export interface SectionText {
  title: string;
  lead: string;
  text: string;
}

export interface SectionViewProps {
  section: SectionText;
  icon: ReactNode;
  aside?: ReactNode;
  action?: ReactNode;
}

/** A section's frame before its content arrives: the heading and what the section is for. */
export function SectionView({ section, icon, aside, action }: SectionViewProps) {
  return (
    <PageLayout title={section.title} aside={aside}>
      <Card className="section-card" padding="lg">
        <EmptyState spacing="flush" icon={icon} title={section.lead} text={section.text} action={action} />
      </Card>
    </PageLayout>
  );
}
