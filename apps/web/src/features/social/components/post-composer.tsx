import {
  POST_IMAGE_MAX,
  postImageMimeTypes,
  postImagesProblem,
  type PostForm,
  postFormSchema,
  postInputFromForm,
  type PostVisibility,
  socialMessages,
} from '@athcare/shared/social.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { FormErrorText } from '@/components/list-and-form-bits';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/field';
import { Select, Textarea } from '@/components/ui/native-controls';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCreatePost, useLinkChoices } from '../api/social';
import { useSocialForm, VisibilityOptions } from './social-form-parts';

/** Writing a post: its text, who sees it, and an optional achievement or challenge. */
export function PostComposer({
  defaultVisibility = 'public',
}: {
  defaultVisibility?: PostVisibility;
}) {
  const id = useId();
  const create = useCreatePost();
  const choices = useLinkChoices();
  const [images, setImages] = useState<File[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const { register, errors, isSubmitting, formProps } = useSocialForm<
    PostForm,
    z.output<typeof postFormSchema>
  >({
    resolver: zodResolver(postFormSchema),
    defaultValues: { body: '', visibility: defaultVisibility, link: '' },
    save: async (post, posted) => {
      const problem = postImagesProblem(images);
      if (problem) {
        setImageError(problem);
        return;
      }
      const { imageError } = await create.mutateAsync({ ...postInputFromForm(post), images });
      if (imageError)
        toast.error(`${socialMessages.postedWithoutImage} ${describeError(imageError)}`);
      else toast.success(socialMessages.posted);
      posted.reset({ body: '', visibility: post.visibility, link: '' });
      setImages([]);
      if (picker.current) picker.current.value = '';
    },
  });
  const f = (name: string) => `${id}-${name}`;
  const achievements = choices.data?.achievements ?? [];
  const challenges = choices.data?.challenges ?? [];
  return (
    <form
      {...formProps}
      aria-label="New post"
      className="grid gap-4 rounded-lg border bg-card p-4 sm:grid-cols-2"
    >
      <FormField
        id={f('body')}
        label="What would you like to share?"
        error={errors.body?.message}
        className="sm:col-span-2"
      >
        <Textarea
          id={f('body')}
          rows={3}
          {...register('body')}
          {...fieldAria(f('body'), { error: errors.body?.message })}
        />
      </FormField>
      <FormField id={f('visibility')} label="Who can see it">
        <Select id={f('visibility')} {...register('visibility')}>
          <VisibilityOptions />
        </Select>
      </FormField>
      <FormField id={f('link')} label="Link from trackers (optional)" error={errors.link?.message}>
        <Select
          id={f('link')}
          {...register('link')}
          {...fieldAria(f('link'), { error: errors.link?.message })}
        >
          <option value="">No link</option>
          {achievements.length > 0 && (
            <optgroup label="My achievements">
              {achievements.map((a) => (
                <option key={a.id} value={`achievement:${a.id}`}>
                  {a.title}
                </option>
              ))}
            </optgroup>
          )}
          {challenges.length > 0 && (
            <optgroup label="Challenges">
              {challenges.map((c) => (
                <option key={c.id} value={`challenge:${c.id}`}>
                  {c.title}
                </option>
              ))}
            </optgroup>
          )}
        </Select>
      </FormField>
      <FormField
        id={f('images')}
        label={`Images (up to ${POST_IMAGE_MAX}, optional)`}
        hint="JPEG, PNG or WebP, at most 5 MB each."
        error={imageError ?? undefined}
        className="sm:col-span-2"
      >
        <input
          ref={picker}
          id={f('images')}
          type="file"
          multiple
          accept={postImageMimeTypes.join(',')}
          className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
          onChange={(e) => {
            const chosen = Array.from(e.target.files ?? []);
            setImages(chosen);
            setImageError(postImagesProblem(chosen));
          }}
          {...fieldAria(f('images'), { hint: true, error: imageError ?? undefined })}
        />
      </FormField>
      <FormErrorText className="sm:col-span-2">{errors.root?.message}</FormErrorText>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Posting…' : 'Post'}
        </Button>
      </div>
    </form>
  );
}
