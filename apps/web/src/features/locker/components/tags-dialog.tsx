import { Loader2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { DialogActions, Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/alert';

export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t.length > 0 && t.length <= 50);
  return [...new Set(tags)].slice(0, 20);
}

/** Edits a file's tags as a comma-separated list (search can filter by tag). */
export function TagsDialog({
  open,
  onOpenChange,
  fileName,
  tags,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fileName: string;
  tags: readonly string[];
  onSave: (tags: string[]) => Promise<void>;
}) {
  const id = useId();
  const [text, setText] = useState(tags.join(', '));
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Tags for “${fileName}”`}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setSaving(true);
          setFailure(null);
          onSave(parseTags(text))
            .catch((error: unknown) =>
              setFailure(error instanceof Error ? error.message : String(error)),
            )
            .finally(() => setSaving(false));
        }}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-tags`}>Tags</Label>
          <Input
            id={`${id}-tags`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
          />
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            Separate tags with commas, for example: lab, diabetes, 2026.
          </p>
        </div>
        <FormAlert>{failure}</FormAlert>
        <DialogActions>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving && <Loader2Icon className="animate-spin" aria-hidden />}
            Save tags
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
