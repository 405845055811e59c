export const APPLICATION_STATUSES = [
  'pending',
  'kyc_pending',
  'rpaa_review',
  'reviewing',
  'approved',
  'declined',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const CLIENT_ROLES = ['individual', 'business', 'partner'] as const;
export type ClientRole = (typeof CLIENT_ROLES)[number];

export const REGISTRATION_TYPES = ['rpaa', 'program', 'msp_waitlist'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

export const LIFECYCLES = ['created', 'verified', 'funded', 'closed'] as const;
export type Lifecycle = (typeof LIFECYCLES)[number];

export const PORTAL_STEPS = ['verify', 'fund'] as const;
export type PortalStep = (typeof PORTAL_STEPS)[number];
