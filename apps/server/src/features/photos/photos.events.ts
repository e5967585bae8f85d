/** Facts of the photos feature on the domain event bus (platform/events.ts). */
declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A photo was added; `fingerprint` is its perceptual fingerprint (null: too plain). */
    'photo.added': { userId: string; imageId: string; fingerprint: bigint | null };
  }
}

export {};
