/** Full-screen wait with a spinner and a message announced to screen readers. */
export function LoadingScreen({ message }: { message: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
      />
      <p className="text-lg text-slate-700">{message}</p>
    </div>
  );
}
