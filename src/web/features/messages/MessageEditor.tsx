import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/tiptap/styles.css';
import { Input, Menu } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { getNonce } from 'get-nonce';
import { Braces, FileText } from 'lucide-react';
import { useState } from 'react';
import { PERSONAL_FIELDS, type PersonalField } from '../../../domain/association-messages.ts';
import { documentLink } from '../../../domain/documents.ts';
import { DocumentLinkModal } from './DocumentLinkModal.tsx';

const LABELS: Partial<RichTextEditorLabels> = {
  boldControlLabel: 'Gras',
  italicControlLabel: 'Italique',
  underlineControlLabel: 'Souligné',
  strikeControlLabel: 'Barré',
  h2ControlLabel: 'Titre',
  h3ControlLabel: 'Sous-titre',
  bulletListControlLabel: 'Liste à puces',
  orderedListControlLabel: 'Liste numérotée',
  blockquoteControlLabel: 'Citation',
  linkControlLabel: 'Lien',
  unlinkControlLabel: 'Retirer le lien',
  linkEditorInputLabel: 'Adresse du lien',
  linkEditorInputPlaceholder: 'https://exemple.fr',
  linkEditorExternalLink: 'Ouvrir dans un nouvel onglet',
  linkEditorInternalLink: 'Ouvrir dans le même onglet',
  linkEditorSave: 'Enregistrer',
  undoControlLabel: 'Annuler',
  redoControlLabel: 'Rétablir',
};

const PERSONAL_FIELD_LABELS: Record<PersonalField, string> = {
  '{prenom}': 'Prénom',
  '{nom}': 'Nom',
  '{fin_adhesion}': "Date de fin d'adhésion",
};

/** The formats the server keeps (`sanitize-html`'s list in the contract): nothing else is offered. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    // Mantine's own Link below adds the keyboard shortcut of its link control.
    link: false,
  }),
  Link.configure({ openOnClick: false }),
];

type MessageEditorProps = {
  value: string;
  onChange: (html: string) => void;
  error?: string;
};

/**
 * The body of a message: bold, italic, lists, links, two levels of headings, the personal fields
 * and a link to a document of the library. Made in the browser only (`immediatelyRender: false`):
 * the server draws the empty frame, which the browser takes over as it is, then fills.
 */
export function MessageEditor({ value, onChange, error }: MessageEditorProps) {
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: false,
    // Tiptap writes the editor's base styles in a `<style>` element: the CSP lets it in with the
    // nonce of this page, as it does Mantine's (`main.tsx`).
    injectNonce: getNonce(),
    editorProps: {
      attributes: { 'aria-label': 'Message', role: 'textbox', 'aria-multiline': 'true' },
    },
    // An editor emptied by hand keeps an empty paragraph: that is no message.
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });

  return (
    <Input.Wrapper label="Message" required error={error}>
      <RichTextEditor editor={editor} labels={LABELS} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <DocumentLinkControl editor={editor} />
            <PersonalFieldControl editor={editor} />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={220} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

/** `{prenom}`, `{nom}`, `{fin_adhesion}`: replaced by each member's own when their mail is written. */
function PersonalFieldControl({ editor }: { editor: Editor | null }) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <RichTextEditor.Control aria-label="Insérer un champ personnel" title="Insérer un champ personnel">
          <Braces size={16} />
        </RichTextEditor.Control>
      </Menu.Target>
      <Menu.Dropdown>
        {PERSONAL_FIELDS.map((field) => (
          <Menu.Item key={field} onClick={() => editor?.chain().focus().insertContent(field).run()}>
            {PERSONAL_FIELD_LABELS[field]} {field}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * A link to a document of the library, by its title: the member opens it through the documents
 * page, which hands out its signed, members-only link.
 */
function DocumentLinkControl({ editor }: { editor: Editor | null }) {
  const [isPicking, setPicking] = useState(false);
  return (
    <>
      <RichTextEditor.Control
        aria-label="Insérer un lien vers un document"
        title="Insérer un lien vers un document"
        onClick={() => setPicking(true)}
      >
        <FileText size={16} />
      </RichTextEditor.Control>
      <DocumentLinkModal
        opened={isPicking}
        onClose={() => setPicking(false)}
        onPick={(document) => {
          setPicking(false);
          editor
            ?.chain()
            .focus()
            .insertContent({
              type: 'text',
              text: document.nom,
              marks: [{ type: 'link', attrs: { href: documentLink(document.id) } }],
            })
            .insertContent(' ')
            .run();
        }}
      />
    </>
  );
}
