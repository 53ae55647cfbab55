// The error codes, apart from the body's schema (`errors.ts`) and its reading (`error-body.ts`).

/**
 * The `code` of every failure the BFF answers: one table, so a client can switch on a code and
 * the OpenAPI document lists them all (an `enum` on the error schema). The BFF's error classes
 * accept only these (`ErrorCode`), so a code sent from anywhere else fails the typecheck.
 * Codes are snake_case, except the embedding ones: they are the `error` event's codes of
 * `<portfolio-widget>` on other sites (with the element's own, all kebab-case), and stay as
 * those pages read them.
 */
export const ERROR_CODES = {
  invalidInput: 'invalid_input',
  validation: 'validation_failed',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  wrongPassword: 'wrong_password',
  notFound: 'not_found',
  conflict: 'conflict',
  /** An acknowledgement of a risk that has resolved itself. */
  riskResolved: 'risk_resolved',
  /** A change of a closed incident, other than reopening it. */
  incidentClosed: 'incident_closed',
  /** A change, approval or rejection of a proposal already approved, rejected or merged. */
  proposalDecided: 'proposal_decided',
  /** An approval of a proposal in the prohibited tier (EU AI Act Article 5). */
  proposalProhibited: 'proposal_prohibited',
  tooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  serviceUnavailable: 'service_unavailable',
  internal: 'internal',

  // The request itself, and what the database refused (bff/src/middleware/errors.ts).
  /** 400: the body is not JSON. */
  invalidJson: 'invalid_json',
  /** 403: a state-changing request from another origin. */
  crossOrigin: 'cross_origin',
  /** 400: a value the database cannot read as its type. */
  invalidFormat: 'invalid_format',
  /** 409: a unique value already taken. */
  alreadyExists: 'already_exists',
  /** 409: a reference to a row that does not exist, or a row still referenced. */
  referenceConflict: 'reference_conflict',
  /** 400: a value longer than its column. */
  valueTooLong: 'value_too_long',
  /** 400: a value a check constraint refuses. */
  valueNotAllowed: 'value_not_allowed',
  /** 400: a required value missing. */
  valueMissing: 'value_missing',
  /** 400: a number out of its column's range. */
  outOfRange: 'out_of_range',

  // Sign-in and accounts.
  /** 401: unknown e-mail or wrong password. */
  invalidCredentials: 'invalid_credentials',
  /** 401: the second sign-in step came too late: sign in again. */
  signInExpired: 'sign_in_expired',
  /** 401: a wrong two-factor or recovery code. */
  invalidCode: 'invalid_code',
  /** 409: an account with this e-mail exists. */
  emailTaken: 'email_taken',
  /** 409: the account signs in with its identity provider and has no password. */
  noPassword: 'no_password',
  /** 409: the identity provider keeps the profile. */
  profileManagedByProvider: 'profile_managed_by_provider',
  /** 409: the account's e-mail address is verified already. */
  emailAlreadyVerified: 'email_already_verified',
  /** 409: the identity provider vouches for the account's e-mail address. */
  emailManagedByProvider: 'email_managed_by_provider',
  /** 400: a verification link that is unknown, used or expired. */
  verificationLinkNotValid: 'verification_link_not_valid',
  /** 409: two-factor authentication is already on. */
  twoFactorEnabled: 'two_factor_enabled',
  /** 409: no two-factor set-up waits for its first code. */
  noTwoFactorSetup: 'no_two_factor_setup',
  /** 409: two-factor authentication is off. */
  twoFactorOff: 'two_factor_off',
  /** 409: the company would be left without an admin. */
  lastAdmin: 'last_admin',

  // Invitations.
  /** 409: the invitation was accepted already. */
  invitationUsed: 'invitation_used',
  /** 409: an admin revoked the invitation. */
  invitationRevoked: 'invitation_revoked',
  /** 409: the invitation has expired. */
  invitationExpired: 'invitation_expired',
  /** 404: no invitation has this link. */
  invitationNotFound: 'invitation_not_found',
  /** 403: the invitation is for another e-mail address. */
  invitationEmailMismatch: 'invitation_email_mismatch',
  /** 409: the person is a member already. */
  alreadyMember: 'already_member',
  /** 502: the invitation e-mail could not be sent. */
  mailFailed: 'mail_failed',

  // Projects, plans and reports.
  /** 409: the project is archived. */
  projectArchived: 'project_archived',
  /** 409: a published status report is not changed. */
  reportPublished: 'report_published',
  /** 409: a saved report of this name exists. */
  duplicateReportName: 'duplicate_report_name',
  /** 409: the two are linked already (a model and a project, or two projects). */
  alreadyLinked: 'already_linked',
  /** 409: the project already has this link. */
  duplicateLink: 'duplicate_link',
  /** 409: the dependency would close a cycle. */
  dependencyCycle: 'dependency_cycle',
  /** 409: a member's person is changed on the team page, not here. */
  memberPerson: 'member_person',
  /**
   * 409: the project owes a fundamental rights impact assessment (EU AI Act Article 27) that is
   * not approved, or changed since its approval: it is not moved to Active, nor its notification
   * recorded.
   */
  friaNotApproved: 'fria_not_approved',
  /** 409: a FRIA with a part left blank is not approved. */
  friaIncomplete: 'fria_incomplete',

  // EU AI Act suggestions by a company's model (AI_ACT_SUGGESTION_ERROR_CODES).
  /** 403: an admin has not turned suggestions on for the model. */
  suggestionsDisabled: 'suggestions_disabled',
  /** 400: the project has no problem statement or jobs to be done to read. */
  nothingToRead: 'nothing_to_read',
  /** 400: the model has no endpoint, or its endpoint is not allowed. */
  llmEndpoint: 'llm_endpoint',
  /** 400 or 500: a stored secret cannot be decrypted (the server's secrets key changed). */
  secretUnreadable: 'secret_unreadable',
  /** 502: the vendor refused the key (401/403). */
  llmUnauthorized: 'llm_unauthorized',
  /** 502: the vendor is limiting requests (429). */
  llmRateLimited: 'llm_rate_limited',
  /** 502: the vendor answered another error, or could not be reached. */
  llmVendorError: 'llm_vendor_error',
  /** 504: no answer in time. */
  llmTimeout: 'llm_timeout',
  /** 502: the answer was not the JSON asked for, or did not match its schema. */
  llmMalformedAnswer: 'llm_malformed_answer',

  // Embedding on other sites (EMBED_ERROR_CODES): the `error` event's codes, kebab-case.
  /** 403: the page's origin is not in the company's allowed origins. */
  originNotAllowed: 'origin-not-allowed',
  /** 401: the token has expired: get a fresh one. */
  tokenExpired: 'token-expired',
  /** 401: the token is malformed, wrongly signed, or of an unknown issuer. */
  tokenInvalid: 'token-invalid',
  /** 401: the token's app was deleted, or the secret is unknown. */
  appRevoked: 'app-revoked',
  /** 401 or 403: the token's person is not a member of its company. */
  notMember: 'not-member',
  /** 403: a read-only guest tried a write. */
  guestReadOnly: 'guest-read-only',
  /** 401: a refresh token was unknown, expired, already used, or sent from another origin. */
  refreshInvalid: 'refresh-invalid',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Every code, in the table's order: the `enum` of the error schema. */
export const ERROR_CODE_LIST = /* @__PURE__ */ Object.values(ERROR_CODES) as readonly ErrorCode[];
