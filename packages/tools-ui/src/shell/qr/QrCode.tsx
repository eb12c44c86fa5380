import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/Button';
import { cx } from '../../internal/cx';
import * as styles from './QrCode.css';
import type { QrMatrix } from './qrEncode';

export interface QrCodeProps {
  /** What the code carries, usually a URL; shown as text beneath it. */
  value: string;
  /** The code's width and height in px on screen. */
  size?: number;
  /** The downloaded image's file name. */
  filename?: string;
  /** Offer the image for download (off on a printed sheet, where the button would print too). */
  downloadable?: boolean;
  className?: string;
}

interface Encoded {
  value: string;
  matrix: QrMatrix;
  path: string;
}

/**
 * A QR code for a URL, its text beneath, and a button that saves both as a PNG image. The encoder
 * is fetched with the first QR code shown, not with the app.
 */
export function QrCode({ value, size = 200, filename = 'qr-code.png', downloadable = true, className }: QrCodeProps) {
  const captionId = useId();
  const [encoded, setEncoded] = useState<Encoded | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setError(null);
    import('./qrEncode')
      .then(({ encodeQr, qrSvgPath }) => {
        const matrix = encodeQr(value);
        if (current) setEncoded({ value, matrix, path: qrSvgPath(matrix) });
      })
      .catch(() => {
        if (current) setError('QR 코드를 만들지 못했습니다. 주소가 너무 길지 않은지 확인해 주세요.');
      });
    return () => {
      current = false;
    };
  }, [value]);

  const ready = encoded?.value === value ? encoded : null;

  const download = async () => {
    if (!ready) return;
    const { renderQrPng, saveBlob } = await import('./downloadQr');
    const fontFamily = getComputedStyle(document.body).fontFamily || 'sans-serif';
    saveBlob(await renderQrPng(ready.matrix, value, fontFamily), filename);
  };

  const side = (ready?.matrix.length ?? 0) + 8;
  return (
    <figure className={cx(styles.root, className)} aria-labelledby={captionId}>
      <div className={styles.code} style={{ width: size, height: size }} aria-busy={!ready && !error}>
        {ready ? (
          <svg
            viewBox={`0 0 ${side} ${side}`}
            role="img"
            aria-label={`${value} 주소의 QR 코드`}
            className={styles.svg}
            shapeRendering="crispEdges"
          >
            <rect width={side} height={side} fill="#ffffff" />
            <path d={ready.path} fill="#000000" />
          </svg>
        ) : null}
      </div>
      <figcaption id={captionId} className={styles.caption}>
        {value}
      </figcaption>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {downloadable ? (
        <Button variant="secondary" size="sm" iconStart="document" isDisabled={!ready} onPress={download}>
          QR 코드 이미지 저장
        </Button>
      ) : null}
    </figure>
  );
}
