import { describe, expect, it } from 'vitest';
import { createTestUser, useTestApp } from '../../../test/test-app.ts';
import { findDialogOfPair, openDialog } from './dialogs.repo.ts';
import { findMatch, openMatch } from './matches.repo.ts';
import { orderedPair } from './pair.ts';

const app = useTestApp();

describe('openMatch', () => {
  it('opens the dialog with the match in one go, and marks the side that saw it', async () => {
    const [a, b] = await Promise.all([createTestUser(app), createTestUser(app)]);
    const at = new Date();
    const { match, dialog } = await openMatch(app.db, {
      a: a.user.id,
      b: b.user.id,
      dialog: null,
      seenBy: b.user.id,
      at,
    });
    expect(await findDialogOfPair(app.db, a.user.id, b.user.id)).toEqual(dialog);
    expect(match.dialogId).toBe(dialog.id);
    const [userA] = orderedPair(a.user.id, b.user.id);
    const seenByA = userA === b.user.id;
    expect(match.seenAAt?.getTime() ?? null).toBe(seenByA ? at.getTime() : null);
    expect(match.seenBAt?.getTime() ?? null).toBe(seenByA ? null : at.getTime());
  });

  it('joins the dialog a send opened after the pair was read', async () => {
    const [a, b] = await Promise.all([createTestUser(app), createTestUser(app)]);
    const opened = await openDialog(app.db, {
      a: a.user.id,
      b: b.user.id,
      openedBy: a.user.id,
      at: new Date(),
    });
    const { match, dialog } = await openMatch(app.db, {
      a: a.user.id,
      b: b.user.id,
      dialog: null,
      seenBy: a.user.id,
      at: new Date(),
    });
    expect(dialog).toEqual(opened);
    expect(match.dialogId).toBe(opened.id);
    expect(await findMatch(app.db, a.user.id, b.user.id)).toEqual(match);
  });
});
