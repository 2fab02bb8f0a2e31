// A progress bar on a terminal; on a pipe or in CI, one line every 10% instead.
export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr) {
  let lastTenth = -1;
  let lastPercent = -1;
  return (done: number, total: number) => {
    const ratio = total === 0 ? 1 : done / total;
    if (stream.isTTY) {
      // Redrawn only when the percentage moves: thousands of files or rows would otherwise mean
      // thousands of terminal writes.
      const percent = Math.floor(ratio * 100);
      if (percent === lastPercent && done < total) return;
      lastPercent = percent;
      const width = 30;
      const filled = Math.round(ratio * width);
      stream.write(
        `\r${label} [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${percent}% ${done}/${total}`,
      );
      if (done >= total) stream.write('\n');
      return;
    }
    const tenth = Math.floor(ratio * 10);
    if (tenth !== lastTenth) {
      lastTenth = tenth;
      stream.write(`${label} ${tenth * 10}% (${done}/${total})\n`);
    }
  };
}
