import { type ReactNode, useId } from 'react';
import { IconButton } from '../../../ui/button/icon-button.tsx';
import { Card } from '../../../ui/card/card.tsx';
import { PencilIcon } from '../../../ui/icons/icons.tsx';
import './section-card.css';

export interface SectionEdit {
  /** Names the pencil for screen readers ('Изменить …'). */
  label: string;
  onEdit: () => void;
  /** The pencil opens a popup (rather than editing in place). */
  popup?: boolean;
}

export interface SectionCardProps {
  title: string;
  /** Beside the title (e.g. the moderation state). */
  badge?: ReactNode;
  /** Only on the own profile: the edit pencil. */
  edit?: SectionEdit | undefined;
  className?: string;
  children: ReactNode;
}

/** A titled block of the profile page; the pencil appears only where editing is allowed. */
export function SectionCard({ title, badge, edit, className, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card
      as="section"
      padding="md"
      className={['profile-section', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <div className="profile-section__head">
        <h2 id={headingId} className="profile-section__title">
          {title}
        </h2>
        {badge}
        {edit && <EditPencil edit={edit} />}
      </div>
      {children}
    </Card>
  );
}

/** The edit pencil of a profile block (and of the page heading). */
export function EditPencil({ edit }: { edit: SectionEdit }) {
  return (
    <IconButton
      className="profile-section__edit"
      aria-label={edit.label}
      aria-haspopup={edit.popup ? 'dialog' : undefined}
      icon={<PencilIcon />}
      size="sm"
      onClick={edit.onEdit}
    />
  );
}
