import { Mic, MicOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";

/** The parts of the Web Speech API used here (not in TypeScript's DOM library everywhere). */
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  start(): void;
  stop(): void;
  onresult: ((e: { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onend: (() => void) | null;
  onerror: ((e: { error: string }) => void) | null;
}
type RecognitionCtor = new () => Recognition;

function recognitionCtor(): RecognitionCtor | null {
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/**
 * Speak the problem instead of typing it with gloves on (issue #14 item 3). Uses the browser's own speech
 * recognition where there is one; where there is none the button never appears. This module is loaded on demand,
 * after the page is interactive, so it costs the entry page nothing up front.
 */
export default function VoiceInput({ onText, onError }: { onText: (text: string) => void; onError: (message: string) => void }) {
  const [supported, setSupported] = useState(false);
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  useEffect(() => {
    setSupported(recognitionCtor() !== null);
    return () => recognition.current?.stop();
  }, []);
  if (!supported) return null;

  function toggle() {
    if (listening) {
      recognition.current?.stop();
      return;
    }
    const Ctor = recognitionCtor();
    if (!Ctor) return;
    const r = new Ctor();
    r.lang = navigator.language || "en-US";
    r.interimResults = false;
    r.continuous = false;
    r.onresult = (e) => {
      const said = Array.from({ length: e.results.length - e.resultIndex }, (_, i) => e.results[e.resultIndex + i]!)
        .filter((res) => res.isFinal)
        .map((res) => res[0]?.transcript ?? "")
        .join(" ")
        .trim();
      if (said) onText(said);
    };
    r.onerror = (e) => {
      // 'no-speech' and 'aborted' are not failures a person needs to hear about.
      if (e.error === "not-allowed" || e.error === "service-not-allowed") onError("Voice input needs microphone permission for this site.");
      else if (e.error !== "no-speech" && e.error !== "aborted") onError("Voice input stopped. Try again, or type the problem.");
    };
    r.onend = () => setListening(false);
    recognition.current = r;
    setListening(true);
    try {
      r.start();
    } catch {
      setListening(false);
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={listening}
      className={`btn min-w-12 border-2 px-3 ${listening ? "border-danger bg-danger-bg text-danger" : "border-brand-600 bg-white text-brand-700 hover:bg-brand-50"}`}
      data-testid="voice-input"
    >
      {listening ? <MicOff className="h-5 w-5" aria-hidden="true" /> : <Mic className="h-5 w-5" aria-hidden="true" />}
      {listening ? "Stop" : "Speak"}
      {listening && <span className="sr-only"> — listening, describe the problem</span>}
    </button>
  );
}
