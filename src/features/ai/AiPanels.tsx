import ChatPanel from './ChatPanel';
import QuizPanel from './QuizPanel';
import SummaryPanel from './SummaryPanel';

/** The article's AI helpers: summary, ask-the-article chat and comprehension quiz. */
export default function AiPanels({ postId }: { postId: string }) {
  return (
    <section aria-labelledby="ai-panels-title" className="space-y-4">
      <h2 id="ai-panels-title" className="section-title">
        Explore with AI
      </h2>
      <SummaryPanel postId={postId} />
      <ChatPanel postId={postId} />
      <QuizPanel postId={postId} />
    </section>
  );
}
