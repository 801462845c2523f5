/**
 * Every PostgreSQL advisory lock the app takes, in one place: two features that picked the same
 * number would wait on each other (or deadlock) for no reason. Each is the same in every process.
 */
export const ADVISORY_LOCKS = {
  /** Held while migrations run (src/server/db/client.ts). */
  migrations: 7_310_001,
  /**
   * Taken exclusively while the year's statistics are stored, and shared by the triggers of
   * migration 0016 (which write the number itself in SQL) before they forget stored figures.
   */
  statisticsStore: 7_310_002,
  /** Held while a change may take away an administrator (src/server/features/members/administrators.ts). */
  administrators: 7_310_003,
  /**
   * Held while an old PGlite folder is copied into PostgreSQL
   * (src/server/features/backup/pglite-conversion.ts), so that a server and a command starting
   * together never both convert it.
   */
  pgliteConversion: 7_310_010,
  /**
   * Held for the instant a process claims a member's message (delivery.ts): every process reads
   * the latest attempt before its own, so together they keep to MAIL_RATE_PER_MINUTE.
   */
  messageDelivery: 7_310_011,
  /**
   * Held while an offer is written (src/server/features/offers/admin-service.ts): two offers
   * named alike but for their accents cannot both pass the check of the other's name.
   */
  membershipOffers: 7_310_012,
  /**
   * With the email's hash as second key, held while a gift finds its donor
   * (src/server/features/donations/donors.ts): two gifts from one new address make one donor.
   */
  donors: 7_310_013,
  /**
   * Held while the superuser sets up the embedded PostgreSQL's owner role and hands it the
   * database's objects (src/server/db/embedded-owner.ts): a server and a command starting
   * together do it one after the other.
   */
  embeddedSetup: 7_310_014,
  /**
   * Held while a financial year is created, changed or deleted
   * (src/server/features/accounting/years.ts): two years typed at once cannot both pass the check
   * of the open years, and the chart is installed once.
   */
  accountingYears: 7_310_015,
  /**
   * With the source's hash as second key, held while a payment or a gift is posted to the books
   * (src/server/features/accounting/posting/post-source.ts): the return page and the provider's
   * notification, in two processes, post it once.
   */
  accountingPosting: 7_310_016,
} as const;
