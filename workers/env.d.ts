// Secrets are not in wrangler.toml, so `wrangler types` cannot see them.
declare namespace Cloudflare {
  interface Env {
    /** MailChannels Email API key (production mail transport). */
    MAILCHANNELS_API_KEY?: string;
  }
}
