import { Eye, Mail, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { PrivacySettings } from '@skillswap/contracts/privacy';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useUpdatePrivacySettings } from '../api/update-privacy-settings.ts';

/** The three privacy cards and Save Changes, starting from the settings as loaded. */
export function PrivacySettingsForm({ initial }: { initial: PrivacySettings }) {
  const id = useId();
  const [settings, setSettings] = useState(initial);
  const mutation = useUpdatePrivacySettings();
  const change = (next: Partial<PrivacySettings>) => setSettings((current) => ({ ...current, ...next }));

  function save() {
    mutation.mutate(
      {
        _profile_visibility: settings.profile_visibility,
        _show_email: settings.show_email,
        _show_location_detail: settings.show_location_detail,
      },
      {
        onSuccess: () => toast.success('Settings saved successfully!'),
        onError: (error) => toast.error(getErrorMessage(error, 'Failed to save settings')),
      },
    );
  }

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <Eye aria-hidden="true" className="size-5" /> Profile Visibility
          </CardTitle>
          <CardDescription>
            Public profiles appear on Explore; a private profile only you can see.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-2">
          <Label htmlFor={`${id}-visibility`}>Who can see your profile</Label>
          <Select
            value={settings.profile_visibility}
            onValueChange={(value) =>
              change({ profile_visibility: value as PrivacySettings['profile_visibility'] })
            }
          >
            <SelectTrigger id={`${id}-visibility`} className="sm:w-64">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="public">Public</SelectItem>
              <SelectItem value="private">Private</SelectItem>
            </SelectContent>
          </Select>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-5" /> Email Visibility
          </CardTitle>
          <CardDescription>
            When on, signed-in members see your email address on your profile.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex items-center gap-3">
          <Switch
            id={`${id}-email`}
            checked={settings.show_email}
            onCheckedChange={(checked) => change({ show_email: checked })}
          />
          <Label htmlFor={`${id}-email`}>Show Email</Label>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-5" /> Location Privacy
          </CardTitle>
          <CardDescription>How much of your location other members see.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-2">
          <Label htmlFor={`${id}-location`}>Location shown</Label>
          <Select
            value={settings.show_location_detail}
            onValueChange={(value) =>
              change({ show_location_detail: value as PrivacySettings['show_location_detail'] })
            }
          >
            <SelectTrigger id={`${id}-location`} className="sm:w-64">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="full">Full Address</SelectItem>
              <SelectItem value="city">City Only</SelectItem>
              <SelectItem value="hidden">Hidden</SelectItem>
            </SelectContent>
          </Select>
        </CardContent>
      </Card>

      <div className="flex justify-end">
        <Button onClick={save} disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </div>
  );
}
