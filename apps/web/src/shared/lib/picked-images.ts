import { useEffect, useRef, useState } from 'react';
import { imageProblem, readAsDataUrl, type ImageProblem } from './image-file.ts';

/** Why a picked image was refused: its type or size, or no room left. */
export type PickProblem = { kind: ImageProblem | 'count'; name: string };

/**
 * Which of the `files` picked may join the `current` images: the first ones that are png or jpg, at most 5 MB,
 * while there is room (at most `max`: 3 in the spec's forms); and the problem of each one refused, to say why.
 */
export function sortPicked<F extends Pick<File, 'name' | 'type' | 'size'>>(
  files: readonly F[],
  current: number,
  max: number,
): { accepted: F[]; problems: PickProblem[] } {
  const accepted: F[] = [];
  const problems: PickProblem[] = [];
  for (const file of files) {
    const problem = imageProblem(file);
    if (problem) problems.push({ kind: problem, name: file.name });
    else if (current + accepted.length >= max) problems.push({ kind: 'count', name: file.name });
    else accepted.push(file);
  }
  return { accepted, problems };
}

export interface PickedImage {
  key: number;
  name: string;
  dataUrl: string;
}

let nextKey = 1;

/**
 * The images of a form with screenshots (a promotion's application, feedback): picked from a file input, checked
 * as they are picked, read as data URLs for their thumbnails. `uploadIds` uploads each image not yet uploaded and
 * answers the ids in order: a second try after the form itself was refused sends each image once.
 */
export function usePickedImages(max: number) {
  const input = useRef<HTMLInputElement>(null);
  const [images, setImages] = useState<PickedImage[]>([]);
  const [problems, setProblems] = useState<PickProblem[]>([]);
  const uploads = useRef(new Map<number, string>());
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const pick = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    const { accepted, problems: found } = sortPicked(files, images.length, max);
    setProblems(found);
    for (const file of accepted) {
      const key = nextKey++;
      readAsDataUrl(file).then(
        (dataUrl) => {
          if (!alive.current) return;
          setImages((current) =>
            current.length >= max ? current : [...current, { key, name: file.name, dataUrl }],
          );
        },
        () => {
          if (alive.current) setProblems((current) => [...current, { kind: 'type', name: file.name }]);
        },
      );
    }
  };

  const remove = (key: number) => {
    setImages((current) => current.filter((item) => item.key !== key));
    setProblems([]);
  };

  const clear = () => {
    setImages([]);
    setProblems([]);
    uploads.current.clear();
  };

  const uploadIds = async (upload: (dataUrl: string) => Promise<{ id: string }>) => {
    const ids: string[] = [];
    for (const image of images) {
      let id = uploads.current.get(image.key);
      if (!id) {
        id = (await upload(image.dataUrl)).id;
        uploads.current.set(image.key, id);
      }
      ids.push(id);
    }
    return ids;
  };

  return { input, images, problems, full: images.length >= max, pick, remove, clear, uploadIds };
}
