/** The mail providers the organisation form offers (spec 002 §7 /smtp look-ups): provider → server → ports. */
export const MAIL_SERVERS: Record<string, Record<string, number[]>> = {
  'Microsoft 365': { 'smtp.office365.com': [587] },
  'Google Workspace': { 'smtp.gmail.com': [465, 587], 'smtp-relay.gmail.com': [25, 465, 587] },
  'Amazon SES': {
    'email-smtp.ap-south-1.amazonaws.com': [25, 465, 587, 2525],
    'email-smtp.eu-central-1.amazonaws.com': [25, 465, 587, 2525],
    'email-smtp.us-east-1.amazonaws.com': [25, 465, 587, 2525],
  },
  'Custom SMTP': {},
};
