/** Profile paths are /@u{userId}: one segment, "@u" followed by the number. */
const PROFILE_SEGMENT = /^@u(\d{1,15})$/;

export function parseProfileSegment(segment: string | undefined): number | null {
  const match = segment ? PROFILE_SEGMENT.exec(segment) : null;
  return match?.[1] ? Number(match[1]) : null;
}

export function profilePath(userId: number): string {
  return `/@u${userId}`;
}
