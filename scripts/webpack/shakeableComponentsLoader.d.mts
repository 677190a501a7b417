export default function shakeableComponents(source: string): string;
