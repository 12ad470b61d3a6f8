// TipTap over ProseMirror: headings, lists, bold and italic, nothing a position's page cannot show. What it gives
// is HTML; the form sanitises it before it is sent (the server strips markup again).
import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Tooltip } from 'antd';
import type { RichTextProps } from './rich-text-field';
import './rich-text.css';

type Tool = { key: string; text: string; label: string; run: (editor: Editor) => boolean; active: [string, object?] };

const TOOLS: Tool[] = [
  { key: 'bold', text: 'B', label: 'record.rich.bold', run: (e) => e.chain().focus().toggleBold().run(), active: ['bold'] },
  { key: 'italic', text: 'I', label: 'record.rich.italic', run: (e) => e.chain().focus().toggleItalic().run(), active: ['italic'] },
  { key: 'heading', text: 'H', label: 'record.rich.heading', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: ['heading', { level: 3 }] },
  { key: 'bullet', text: '•', label: 'record.rich.bullets', run: (e) => e.chain().focus().toggleBulletList().run(), active: ['bulletList'] },
  { key: 'ordered', text: '1.', label: 'record.rich.numbers', run: (e) => e.chain().focus().toggleOrderedList().run(), active: ['orderedList'] },
];

export default function RichTextEditor({ ctx, value, onChange, id, label, invalid }: RichTextProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [3] }, code: false, codeBlock: false, horizontalRule: false, link: false, underline: false })],
    content: value ?? '',
    immediatelyRender: false,
    editorProps: { attributes: { id: id ?? '', role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, class: 'pc-rich-text__area' } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useEditorState({ editor, selector: ({ editor: e }) => Object.fromEntries(TOOLS.map((t) => [t.key, !!e?.isActive(...t.active)])) });
  // a record loaded (or reloaded after a conflict) replaces what the editor holds
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const now = editor.isEmpty ? '' : editor.getHTML();
    if ((value ?? '') !== now) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);
  return (
    <div className={`pc-rich-text${invalid ? ' pc-rich-text--invalid' : ''}`}>
      <div className="pc-rich-text__tools" role="toolbar" aria-label={ctx.t('record.rich.tools')}>
        {TOOLS.map((tool) => (
          <Tooltip key={tool.key} title={ctx.t(tool.label)}>
            <Button
              size="small"
              type={active?.[tool.key] ? 'primary' : 'text'}
              aria-label={ctx.t(tool.label)}
              aria-pressed={!!active?.[tool.key]}
              disabled={!editor}
              onClick={() => editor && tool.run(editor)}
            >
              {tool.text}
            </Button>
          </Tooltip>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
