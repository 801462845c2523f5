import { useState } from 'react';
import type { LegalType } from '../../../domain/legal.ts';
import { confirmLeaving } from '../../lib/confirmLeaving.tsx';
import { useSession } from '../../lib/useSession.ts';
import { useLegalInfos } from './useLegalInfos.ts';

/** Tab, view or edit mode, and draft of the legal modal; lives only while the modal is open. */
export function useLegalModal() {
  const { user, isAdmin } = useSession();
  const { findByType, isLoading, saveLegalText, isSaving } = useLegalInfos({
    isEnabled: true,
    successMessage: 'Informations mises à jour avec succès',
  });
  const [activeType, setActiveType] = useState<LegalType>('CGV');
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const activeInfo = findByType(activeType);

  const isDirty = isEditing && draft !== (activeInfo?.contenu ?? '');

  const changeTab = (type: LegalType) => {
    const change = () => {
      setActiveType(type);
      setIsEditing(false);
    };
    if (isDirty && type !== activeType) confirmLeaving(change);
    else change();
  };

  const startEditing = () => {
    setDraft(activeInfo?.contenu ?? '');
    setIsEditing(true);
  };

  const cancelEditing = () => {
    setDraft(activeInfo?.contenu ?? '');
    setIsEditing(false);
  };

  const save = () => {
    if (!isAdmin || !activeInfo || !user) return;
    saveLegalText({ id: activeInfo.id, contenu: draft }, () => setIsEditing(false));
  };

  return {
    activeType,
    changeTab,
    text: activeInfo?.contenu ?? '',
    isLoading,
    canEdit: isAdmin && activeInfo !== undefined,
    isEditing,
    isDirty,
    draft,
    setDraft,
    startEditing,
    cancelEditing,
    save,
    isSaving,
  };
}
