import { useCurrentEditor } from '@tiptap/react';
import { ExcerptButton } from './ExcerptButton';
import { ImageGenerator } from './ImageGenerator';
import { SeoPanel } from './SeoPanel';

interface Props {
  title: string;
  /** Characters of text in the post. */
  textLength: number;
  onExcerpt: (excerpt: string) => void;
  onMetaTitle: (title: string) => void;
  onMetaDescription: (description: string) => void;
  onFeaturedImage: (url: string) => void;
}

/** The settings panel's AI tools; loaded as their own chunk when the panel first shows. */
export default function AiSettingsTools({
  title,
  textLength,
  onExcerpt,
  onMetaTitle,
  onMetaDescription,
  onFeaturedImage,
}: Props) {
  const { editor } = useCurrentEditor();
  const current = () => editor?.getHTML() ?? '';
  return (
    <section aria-labelledby="ai-tools-heading" className="space-y-4 border-t border-gray-200 pt-5 dark:border-gray-800">
      <h3 id="ai-tools-heading" className="text-sm font-semibold uppercase tracking-wide text-gray-500 dark:text-gray-400">
        AI Assistant
      </h3>
      <ExcerptButton content={current} onExcerpt={onExcerpt} />
      <SeoPanel
        title={title}
        textLength={textLength}
        currentContent={current}
        onApplyTitle={onMetaTitle}
        onApplyDescription={onMetaDescription}
      />
      <ImageGenerator onInsert={(src, alt) => editor?.chain().focus().setImage({ src, alt }).run()} onFeature={onFeaturedImage} />
    </section>
  );
}
