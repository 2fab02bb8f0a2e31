import { useEffect, useState } from 'react';
import type { judgePassword } from '../../common/domain/password-strength';

// zxcvbn and its dictionaries (about 1 MB gzipped) come in their own chunk, asked for when a
// password field is first focused or typed into: never with the landing page, nor with the
// sign-up screen's first paint (ADR 037). Until they arrive the meter says only what the length
// rule says.

export type PasswordJudge = typeof judgePassword;

let loading: Promise<PasswordJudge> | undefined;
let loaded: PasswordJudge | undefined;

/** Starts loading the dictionaries once; a failed load (offline) may be tried again later. */
export function loadPasswordStrength(): Promise<PasswordJudge> {
  loading ??= import('../../common/domain/password-strength').then(
    (module) => (loaded = module.judgePassword),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The judge once loaded; asks for it as soon as `wanted` is true. */
export function usePasswordJudge(wanted: boolean): PasswordJudge | undefined {
  const [judge, setJudge] = useState<PasswordJudge | undefined>(() => loaded);
  useEffect(() => {
    if (!wanted || judge) return;
    let live = true;
    loadPasswordStrength().then(
      (ready) => live && setJudge(() => ready),
      // The server's answer still decides; the meter keeps to the length rule.
      (error: unknown) => console.warn('The password dictionaries could not be loaded.', error),
    );
    return () => {
      live = false;
    };
  }, [wanted, judge]);
  return judge;
}
