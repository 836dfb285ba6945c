import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { MessageCircle, Send } from 'lucide-react';
import type { AiChatSession, ChatMessage } from '@/shared/types';
import { ApiError } from '@/browser/api';
import { aiErrorMessage, aiPost, aiStream } from './api';
import Collapsible from './Collapsible';
import { ErrorText, Working, fieldClass } from './ui';
import { MESSAGES } from '@/shared/messages';

const START_FAILED = 'Could not start the chat session.';
const SEND_FAILED = MESSAGES.chatFailed;

type SessionState = 'idle' | 'starting' | 'ready' | 'failed';

export default function ChatPanel({ postId }: { postId: string }) {
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState<SessionState>('idle');
  // The conversation itself lives on the server; the browser only names the session.
  const [sessionId, setSessionId] = useState('');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [messages]);

  const start = async () => {
    setSession('starting');
    setError('');
    try {
      const opened = await aiPost<AiChatSession>('chat/session', { postId });
      setSessionId(opened.sessionId);
      setSession('ready');
    } catch (err) {
      setSession('failed');
      setError(aiErrorMessage(err, START_FAILED));
    }
  };

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && session === 'idle') void start();
  };

  const send = async (e: SubmitEvent) => {
    e.preventDefault();
    const message = input.trim();
    if (!message || busy || session !== 'ready') return;
    const history = messages.filter((m) => m.text.trim());
    setMessages([...history, { role: 'user', text: message }, { role: 'model', text: '' }]);
    setInput('');
    setBusy(true);
    setError('');
    const appendToReply = (text: string) =>
      setMessages((all) => all.map((m, i) => (i === all.length - 1 ? { ...m, text: m.text + text } : m)));
    try {
      await aiStream('chat', { sessionId, message }, appendToReply);
    } catch (err) {
      setMessages((all) => (all.at(-1)?.role === 'model' && !all.at(-1)!.text ? all.slice(0, -1) : all));
      setError(aiErrorMessage(err, SEND_FAILED));
      if (err instanceof ApiError && err.code === 'AI_CHAT_EXPIRED') setSession('failed');
    } finally {
      setBusy(false);
    }
  };

  const waitingForFirstWord = busy && messages.at(-1)?.role === 'model' && !messages.at(-1)!.text;

  return (
    <Collapsible
      title="Ask the Article"
      subtitle="Chat with AI about what you just read"
      icon={<MessageCircle className="size-5" />}
      open={open}
      onToggle={toggle}
    >
      {session === 'starting' && <Working>Starting the chat...</Working>}
      {(session === 'ready' || messages.length > 0) && (
        <div className="space-y-4">
          <div
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-label="Conversation"
            className="max-h-96 space-y-3 overflow-y-auto"
          >
            {messages.length === 0 && (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                Ask anything about this article. Answers come only from its text.
              </p>
            )}
            {messages.map((m, i) =>
              m.role === 'model' && !m.text ? null : (
                <div key={i} className={`flex ${m.role === 'user' ? 'justify-end' : 'justify-start'}`}>
                  <p
                    className={`max-w-[85%] whitespace-pre-line rounded-2xl px-4 py-2 text-sm ${
                      m.role === 'user'
                        ? 'bg-zinc-900 text-white dark:bg-white dark:text-zinc-900'
                        : 'bg-zinc-100 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100'
                    }`}
                  >
                    <span className="sr-only">{m.role === 'user' ? 'You: ' : 'AI: '}</span>
                    {m.text}
                  </p>
                </div>
              ),
            )}
            {waitingForFirstWord && <Working>Thinking...</Working>}
          </div>
          <form onSubmit={send} className="flex items-center gap-2">
            <label htmlFor={`chat-input-${postId}`} className="sr-only">
              Your question about this article
            </label>
            <input
              id={`chat-input-${postId}`}
              type="text"
              value={input}
              onChange={(e) => setInput(e.target.value)}
              placeholder="Ask a question about this article..."
              autoComplete="off"
              maxLength={2000}
              className={fieldClass}
            />
            <button
              type="submit"
              className="btn btn-primary shrink-0 disabled:cursor-not-allowed disabled:opacity-50"
              disabled={!input.trim() || busy || session !== 'ready'}
              aria-label="Send"
            >
              <Send aria-hidden="true" className="size-4" />
            </button>
          </form>
        </div>
      )}
      <ErrorText>{error}</ErrorText>
      {session === 'failed' && (
        <button type="button" className="btn btn-outline mt-3" onClick={() => void start()}>
          Try again
        </button>
      )}
    </Collapsible>
  );
}
