/** How long a withdrawal has waited, in the largest two units that matter ("2 h 5 min", "3 d 4 h"). */
export function waitingTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  if (s < 60) return 'under a minute'
  const minutes = Math.floor(s / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`
  const days = Math.floor(hours / 24)
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`
}
