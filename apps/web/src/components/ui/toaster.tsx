import { useEffect } from 'react';
import { Toaster as Sonner, toast, type ToasterProps } from 'sonner';
import { attachToaster } from '@/components/layout/toast.ts';
import { useTheme } from '@/components/theme/theme.ts';

/**
 * Sonner's toaster in the app's theme. LazyToaster loads it with the first toast
 * (components/layout/toast.ts).
 */
export function Toaster(props: ToasterProps) {
  const theme = useTheme();
  // Sonner subscribes in its own effect, which runs before this one (children first): toasts that waited
  // for the toaster are handed over only once it listens.
  useEffect(() => attachToaster(toast), []);
  // Below the sticky header (4 rem high) on every width, and never more than three at once. The toasts
  // stacked behind the newest peek out above it (about 26 px on a phone), so the offsets leave room.
  return (
    <Sonner
      theme={theme}
      richColors
      closeButton
      position="top-center"
      visibleToasts={3}
      offset={{ top: 80 }}
      mobileOffset={{ top: 96, left: 16, right: 16 }}
      {...props}
    />
  );
}
