import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LABEL_LIVE_WAVEFORM } from '@parley/domain';
import { useEffect, useRef } from 'react';

/** The microphone's live signal, drawn from the analyser's time-domain data on every animation frame. */
export function RecordingWaveform({ analyser }: { analyser: AnalyserNode | null }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const color = useTheme().palette.primary.main;
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || !analyser) return;
    const data = new Uint8Array(analyser.fftSize);
    let frame = 0;
    const draw = () => {
      analyser.getByteTimeDomainData(data);
      const { width, height } = canvas;
      context.clearRect(0, 0, width, height);
      context.lineWidth = 2;
      context.strokeStyle = color;
      context.beginPath();
      data.forEach((value, index) => {
        const x = (index / (data.length - 1)) * width;
        const y = (value / 255) * height;
        if (index === 0) context.moveTo(x, y);
        else context.lineTo(x, y);
      });
      context.stroke();
      frame = requestAnimationFrame(draw);
    };
    draw();
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [analyser, color]);
  return (
    <Box role="img" aria-label={LABEL_LIVE_WAVEFORM} sx={{ width: '100%' }}>
      <canvas ref={canvasRef} width={480} height={64} style={{ width: '100%', height: 64 }} />
    </Box>
  );
}
