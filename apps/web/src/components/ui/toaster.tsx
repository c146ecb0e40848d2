import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { useTheme } from '@/components/theme/theme.ts';

/** Sonner's toaster in the app's theme. Load it lazily (see app.tsx): toasts only follow actions. */
export function Toaster(props: ToasterProps) {
  const theme = useTheme();
  return <Sonner theme={theme} richColors closeButton position="top-center" {...props} />;
}
