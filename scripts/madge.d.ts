/** The part of madge's programmatic interface the cycle check uses (madge ships no types). */
declare module 'madge' {
  interface MadgeResult {
    obj(): Record<string, string[]>;
    circular(): string[][];
  }
  interface MadgeConfig {
    fileExtensions?: string[];
    tsConfig?: string;
  }
  export default function madge(path: string, config?: MadgeConfig): Promise<MadgeResult>;
}
