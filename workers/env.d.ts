// Secrets are not in wrangler.toml, so `wrangler types` cannot see them.
interface Env {
  /** MailChannels Email API key (production mail transport). */
  MAILCHANNELS_API_KEY?: string;
}
declare namespace Cloudflare {
  interface Env {
    MAILCHANNELS_API_KEY?: string;
  }
}
