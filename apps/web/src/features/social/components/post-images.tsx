import { useEffect, useState } from 'react';
import { usePostImage } from '../api/social';

/** A post's images (up to 4) in a grid; each loads with the reader's token. */
export function PostImages({
  postId,
  author,
  images,
}: {
  postId: number;
  author: string;
  images: readonly { position: number; sha256: string }[];
}) {
  if (images.length === 0) return null;
  return (
    <ul className={`grid gap-2 ${images.length === 1 ? 'grid-cols-1' : 'grid-cols-2'}`}>
      {images.map((image) => (
        <li key={image.sha256}>
          <PostImage
            postId={postId}
            position={image.position}
            sha256={image.sha256}
            alt={`Image ${image.position + 1} of ${images.length} shared by ${author}`}
          />
        </li>
      ))}
    </ul>
  );
}

function PostImage({
  postId,
  position,
  sha256,
  alt,
}: {
  postId: number;
  position: number;
  sha256: string;
  alt: string;
}) {
  const blob = usePostImage(postId, position, sha256);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return;
    const next = URL.createObjectURL(blob.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob.data]);
  if (blob.isError)
    return <p className="rounded-md bg-muted p-3 text-xs">This image could not be loaded.</p>;
  if (!url) return <div aria-hidden="true" className="aspect-square w-full rounded-md bg-muted" />;
  return <img src={url} alt={alt} className="aspect-square w-full rounded-md object-cover" />;
}
