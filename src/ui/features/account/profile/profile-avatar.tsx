import { useId } from 'react'
import styles from './profile.module.css'

/** Up to two letters: the first of the first and last words ("Ana Maria Lima" is AL). */
export const initialsOf = (name: string): string => {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '')
  const first = words[0]
  const last = words.length > 1 ? words[words.length - 1] : undefined
  return [first, last]
    .map((w) => (w === undefined ? '' : (Array.from(w)[0] ?? '')))
    .join('')
    .toLocaleUpperCase()
}

/** The player's avatar: their initials on a coin; a silhouette until a name is known. */
export function ProfileAvatar({ name }: { name: string }) {
  const gradient = useId()
  const initials = initialsOf(name)
  return (
    <svg className={styles.avatar} viewBox="0 0 96 96" width="96" height="96" aria-hidden="true">
      <defs>
        <linearGradient id={`${gradient}-rim`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe27a" />
          <stop offset="0.55" stopColor="#f6c945" />
          <stop offset="1" stopColor="#b97b12" />
        </linearGradient>
        <radialGradient id={`${gradient}-face`} cx="0.35" cy="0.3" r="0.9">
          <stop offset="0" stopColor="#3a2f8f" />
          <stop offset="1" stopColor="#141a3a" />
        </radialGradient>
      </defs>
      <circle cx="48" cy="48" r="47" fill={`url(#${gradient}-rim)`} />
      <circle cx="48" cy="48" r="40" fill={`url(#${gradient}-face)`} />
      <circle cx="48" cy="48" r="36" fill="none" stroke="#f6c945" strokeOpacity="0.35" strokeDasharray="2 4" />
      {initials === '' ? (
        <g fill="#f6c945">
          <circle cx="48" cy="40" r="11" />
          <path d="M27 70c3-11 11-17 21-17s18 6 21 17z" />
        </g>
      ) : (
        <text
          x="48"
          y="49"
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={initials.length > 1 ? 30 : 34}
          fontWeight="800"
          fill="#f6c945"
        >
          {initials}
        </text>
      )}
    </svg>
  )
}
