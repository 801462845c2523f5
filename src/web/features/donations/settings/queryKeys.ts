export const donationSettingsKeys = {
  all: ['donation-settings'] as const,
};
