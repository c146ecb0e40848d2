import type { ExternalToast } from 'sonner';

/**
 * Shows a toast from shell components without putting sonner in the first-load bundle:
 * the library is fetched on the first toast (the lazy Toaster has usually loaded it already).
 */
export async function showToast(title: string, options?: ExternalToast) {
  const { toast } = await import('sonner');
  toast(title, options);
}
