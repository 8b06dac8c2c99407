import { QRCodeSVG } from 'qrcode.react'
import styles from './invoice.module.css'

/** The invoice's QR code, dark on white with a quiet zone so any wallet's camera reads it. */
export function InvoiceQr({ value }: { value: string }) {
  return (
    <figure className={styles.qr}>
      <div className={styles.qrPaper}>
        <QRCodeSVG
          value={value}
          size={232}
          level="M"
          marginSize={2}
          role="img"
          aria-label="QR code of the Lightning invoice"
          className={styles.qrCode}
        />
      </div>
      <figcaption className={styles.qrCaption}>Scan with your Lightning wallet</figcaption>
    </figure>
  )
}
