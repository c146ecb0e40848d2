import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { toast } from '@/components/layout/toast.ts';
import { avatarLimits } from '@skillswap/contracts/profiles';
import { MemberAvatar } from '@/components/member/member-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Label } from '@/components/ui/label.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { checkAvatarFile, useUploadAvatar } from '../api/upload-avatar.ts';

interface AvatarUploadProps {
  name: string;
  avatarUrl: string | null;
}

/** Pick an image, see it, then upload it; type and size are checked here before the server checks again. */
export function AvatarUpload({ name, avatarUrl }: AvatarUploadProps) {
  const id = useId();
  const [chosen, setChosen] = useState<{ file: File; previewUrl: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useUploadAvatar();
  const preview = chosen?.previewUrl ?? null;

  // Each preview URL holds the image in memory until revoked.
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.previewUrl);
  }, [chosen]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!picked) return;
    const reason = checkAvatarFile(picked);
    setProblem(reason);
    setChosen(reason ? null : { file: picked, previewUrl: URL.createObjectURL(picked) });
  }

  function upload() {
    if (!chosen) return;
    mutation.mutate(chosen.file, {
      onSuccess: () => {
        toast.success('Photo updated');
        setChosen(null);
      },
      onError: (error) => toast.error(getErrorMessage(error, 'The photo could not be uploaded')),
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <MemberAvatar
        name={name}
        avatarUrl={preview ?? avatarUrl}
        imageAlt="Your profile photo"
        className="size-20 text-xl"
      />
      <div className="grid gap-2">
        <Label htmlFor={id}>Profile photo</Label>
        <input
          id={id}
          type="file"
          accept={avatarLimits.types.join(',')}
          onChange={choose}
          aria-describedby={`${id}-hint ${id}-message`}
          className="w-full min-w-0 text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5"
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          JPEG, PNG or WebP, up to {avatarLimits.maxBytes / (1024 * 1024)} MB.
        </p>
        <FormMessage id={`${id}-message`}>{problem}</FormMessage>
        {chosen && (
          <Button size="sm" className="w-fit" onClick={upload} disabled={mutation.isPending}>
            {mutation.isPending ? 'Uploading...' : 'Upload photo'}
          </Button>
        )}
      </div>
    </div>
  );
}
