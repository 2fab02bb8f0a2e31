// The virtual users of the load proof, known to the load server (which makes their accounts)
// and to the proof (which logs each in once).
export const LOAD_PASSWORD = 'bergamot, neroli and petitgrain';
export const loadUserEmail = (i: number) => `load-${i}@example.com`;
