// The two functions of `web-push` (3.6.7) SkillSwap uses; the package ships no types of its own.
declare module 'web-push' {
  interface RequestDetails {
    method: string;
    headers: Record<string, string | number>;
    body: Buffer | null;
    endpoint: string;
  }
  interface RequestOptions {
    vapidDetails: { subject: string; publicKey: string; privateKey: string };
    TTL?: number;
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    topic?: string;
    contentEncoding?: 'aesgcm' | 'aes128gcm';
  }
  const webpush: {
    generateVAPIDKeys(): { publicKey: string; privateKey: string };
    generateRequestDetails(
      subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
      payload: string | Buffer | null,
      options: RequestOptions,
    ): RequestDetails;
  };
  export default webpush;
}
