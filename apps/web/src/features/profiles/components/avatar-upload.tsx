import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { avatarLimits } from '@skillswap/contracts/profiles/schemas';
import { MemberAvatar } from '@/components/member/member-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { checkAvatarFile } from '../api/upload-avatar.ts';

/** A picked image not uploaded yet, with its preview. */
export interface ChosenAvatar {
  file: File;
  previewUrl: string;
}

interface AvatarUploadProps {
  name: string;
  avatarUrl: string | null;
  chosen: ChosenAvatar | null;
  onChosenChange: (chosen: ChosenAvatar | null) => void;
  /** Uploads the chosen image now; "Save Profile" does the same. */
  onUpload: () => void;
  isUploading: boolean;
}

/** Pick an image and see it; type and size are checked here before the server checks again. */
export function AvatarUpload({
  name,
  avatarUrl,
  chosen,
  onChosenChange: setChosen,
  onUpload,
  isUploading,
}: AvatarUploadProps) {
  const { t } = useTranslation();
  const megabytes = avatarLimits.maxBytes / (1024 * 1024);
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
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
    setProblem(
      reason === 'type'
        ? t('profiles.photo.wrongType')
        : reason === 'size'
          ? t('profiles.photo.tooLarge', { size: megabytes })
          : null,
    );
    setChosen(reason ? null : { file: picked, previewUrl: URL.createObjectURL(picked) });
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <MemberAvatar
        name={name}
        avatarUrl={preview ?? avatarUrl}
        imageAlt={t('profiles.photo.alt')}
        className="size-20 text-xl"
      />
      <div className="grid gap-2">
        <Label htmlFor={id}>{t('profiles.photo.label')}</Label>
        <input
          id={id}
          type="file"
          accept={avatarLimits.types.join(',')}
          onChange={choose}
          aria-describedby={`${id}-hint ${id}-message`}
          className="w-full min-w-0 text-sm file:me-3 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5"
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t('profiles.photo.hint', { size: megabytes })}
        </p>
        <FormMessage id={`${id}-message`}>{problem}</FormMessage>
        {chosen && (
          <Button size="sm" className="w-fit" onClick={onUpload} disabled={isUploading}>
            {isUploading ? t('profiles.photo.uploading') : t('profiles.photo.upload')}
          </Button>
        )}
      </div>
    </div>
  );
}
