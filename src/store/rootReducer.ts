import { combineReducers } from '@reduxjs/toolkit';
import entities from '../slices/entities';
import timelines from '../slices/timelines';
import instance from '../slices/instance';
import auth from '../slices/auth';
import settings from '../slices/settings';
import ui from '../slices/ui';

export const rootReducer = combineReducers({ entities, timelines, instance, auth, settings, ui });

export type RootState = ReturnType<typeof rootReducer>;
