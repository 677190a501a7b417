import type { Ref } from 'react';

interface JsonFileInputProps {
  inputRef: Ref<HTMLInputElement>;
  /** what the picker is for, for screen readers */
  label: string;
  testId: string;
  /** the picked file's text and name */
  onText: (text: string, fileName: string) => void;
}

/** The hidden picker of a .json file (settings, themes); its button calls click() on it through `inputRef`. */
export function JsonFileInput({ inputRef, label, testId, onText }: JsonFileInputProps) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept=".json,application/json"
      hidden
      aria-label={label}
      data-testid={testId}
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = ''; // the same file picked again is a new import
        if (file) void file.text().then((text) => onText(text, file.name));
      }}
    />
  );
}
